import { earlyStart, type EarlyFiles } from './earlyStart';

// Replaced at build by the files of home's chunk and of the pages' (scripts/earlyStart.ts).
declare const __EARLY_FILES__: EarlyFiles;

earlyStart(window, __EARLY_FILES__);
