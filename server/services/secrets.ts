// Moved to server/plugins/crypto/secrets.ts; kept for helper S2's branch until the merge.
export type { DataVault } from '../plugins/crypto/secrets.ts';
