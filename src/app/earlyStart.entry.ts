import { earlyStart } from './earlyStart';

// Replaced at build by the files of home's chunk (scripts/earlyStart.ts).
declare const __HOME_FILES__: { js: string[]; css: string[] };

earlyStart(window, __HOME_FILES__);
