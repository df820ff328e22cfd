// The React SPA lands in a later issue; this module only keeps the workspace's typecheck meaningful meanwhile.
export const consoleBuilt = false;
