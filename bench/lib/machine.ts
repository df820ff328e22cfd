import os from 'node:os';

export interface MachineInfo {
  date: string;
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  platform: string;
  loadavgStart: number[];
  loadavgEnd?: number[];
}

/** What a reader needs to judge the numbers: the box, the runtime and how busy it was. */
export function machineInfo(): MachineInfo {
  return {
    date: new Date().toISOString(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadavgStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}
