// Moved to server/modules/auth/codesRepository.ts; kept for helper S2's branch until the merge.
export { consumeSmsCode } from '../modules/auth/codesRepository.ts';
