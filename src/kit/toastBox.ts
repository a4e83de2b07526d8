// The toast's own chunk (src/kit/toast.ts loads it on first use).
export { Toast } from 'react-vant';
