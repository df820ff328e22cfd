/** The dataset each run builds, and how long the load phases last. `full` is the size issue #6 asks for. */
export interface BenchSize {
  name: 'full' | 'quick';
  subscribers: number;
  /** Members of the big target list. */
  bigList: number;
  /** Smaller lists besides the big one. */
  smallLists: number;
  masters: number;
  deliveredMasters: number;
  events: number;
  bigMasterEvents: number;
  days: number;
  /** Seconds each autocannon phase runs. */
  loadSeconds: number;
  /** Seconds of the same load before each timed autocannon phase, not counted. */
  warmupSeconds: number;
  /** Subscribers added to a new list in B3. */
  importMembers: number;
  /** Transactional sends in B5. */
  sends: number;
}

export const SIZES: Record<BenchSize['name'], BenchSize> = {
  full: {
    name: 'full',
    subscribers: 1_000_000,
    bigList: 1_000_000,
    smallLists: 200,
    masters: 500,
    deliveredMasters: 100,
    events: 5_000_000,
    bigMasterEvents: 1_000_000,
    days: 30,
    loadSeconds: 20,
    warmupSeconds: 5,
    importMembers: 1_000_000,
    sends: 10_000,
  },
  quick: {
    name: 'quick',
    subscribers: 20_000,
    bigList: 20_000,
    smallLists: 20,
    masters: 50,
    deliveredMasters: 10,
    events: 100_000,
    bigMasterEvents: 20_000,
    days: 30,
    loadSeconds: 3,
    warmupSeconds: 1,
    importMembers: 20_000,
    sends: 500,
  },
};

/** Bump when the generator or the seed changes, so a cached dataset is rebuilt. */
export const GENERATOR_VERSION = 3;
