/** react-vant's styles of the components the app uses (scripts/vantStyles.ts). */
declare module 'virtual:vant-styles' {}
