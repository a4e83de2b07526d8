// The dialogs' own chunk (src/kit/dialogs.ts loads it with the first question).
export { Dialog } from 'react-vant';
