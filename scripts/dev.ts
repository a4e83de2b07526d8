// `npm run dev`: the reference server (API only) plus Vite's dev server with hot reload,
// which proxies the API paths to it. For day-to-day work on the app; `npm start` is the
// production-like way to run it.
import { createServer } from 'vite';
import { OPEN_HOSP_ID } from '../server/seeds/seedData.ts';
import { configOrExit, startServer } from '../server/main.ts';

const config = configOrExit();
const { port } = await startServer({ ...config, staticDir: '' });
const api = `http://localhost:${port}`;
const vite = await createServer({
  server: {
    host: true,
    proxy: {
      '/api': api,
      '/openApi': api,
      '/demo-assets': api,
      // The simulators (cashier, portal, WeChat) and the payment return calls.
      '/sim': api,
      '/paySuccess': api,
      '/order/': api,
      // What the server adds to config.js (its field key, the WeChat authorize address).
      '/config.js': api,
    },
  },
});
await vite.listen();
vite.printUrls();
console.log(`  API server: ${api}   home: /#/?hospid=${OPEN_HOSP_ID}`);
