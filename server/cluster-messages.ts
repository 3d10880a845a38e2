// What the cluster's primary (server/cluster-primary.ts) and its workers (server/main.ts) tell
// each other over the IPC channel. prom-client's own requests travel beside these.
export type ClusterMessage =
  /** Worker → primary: listening, with the start-up notes to print once. */
  | { type: 'provato:ready'; url: string; notes: string[] }
  /** Primary → worker: stop gracefully (as on SIGTERM). */
  | { type: 'provato:stop' }
  /** Worker → primary: a scrape of /metrics wants every worker's process metrics. */
  | { type: 'provato:metrics-request'; id: number }
  /** Primary → worker: the summed metrics, or why they could not be gathered. */
  | { type: 'provato:metrics'; id: number; text?: string; error?: string };

export function isClusterMessage(message: unknown): message is ClusterMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as { type?: unknown }).type === 'string' &&
    (message as { type: string }).type.startsWith('provato:')
  );
}
