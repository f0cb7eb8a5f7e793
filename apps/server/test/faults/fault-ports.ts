/**
 * Ports of the spawned servers, one pair per scenario (the games origin takes the next port), away
 * from the development server's 8080 and the end-to-end run's. FAULTS_PORT_BASE moves them all.
 */
const base = Number(process.env.FAULTS_PORT_BASE ?? 4970);

const pair = (offset: number) => ({ port: base + offset, gamesPort: base + offset + 1 });

export const FaultPorts = {
  burstPglite: pair(0),
  burstPostgres: pair(2),
  postgresRestart: pair(4),
  redisOutage: pair(6),
  /** nginx, and the three processes behind it. */
  behindNginx: { proxy: base + 8, processes: [pair(10), pair(12), pair(14)] },
} as const;
