import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  ssr: {
    // Bundled, so the adapter shares the react-router instance of our routes; loaded by Node it
    // would get the production build while Vite serves the development one (RouterContextProvider
    // instanceof checks then fail).
    noExternal: ['@react-router/express'],
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger files for the browser: left alone, the bundler makes a file for every
            // combination of pages sharing a module (dozens of 200-byte icons), and on a phone's
            // network each file costs a round trip.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-is|react-router|scheduler|turbo-stream|cookie|set-cookie-parser|clsx)[\\/]/,
                  priority: 20,
                },
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 15 },
                // The back office's charts: their own file, fetched by admin pages only.
                {
                  name: 'charts',
                  test: /node_modules[\\/](recharts|d3-[\w-]+|victory-vendor|@reduxjs|redux|react-redux|reselect|immer|decimal\.js-light|es-toolkit|eventemitter3|internmap)[\\/]/,
                  priority: 18,
                },
                // Validation (zod, conform) is fetched by the pages with a validated form only: the
                // two shared files that import it stay out of the group, which takes a member's
                // dependencies with it (zod was 80 % of this chunk, on every page; decision 039).
                {
                  name: 'ui',
                  test: /app[\\/](ui|lib)[\\/](?!admin[\\/]|uuid\.ts|conform-fields\.ts)/,
                  minShareCount: 2,
                  priority: 10,
                },
                // The public modules two pages or more share (cards, pictures, review texts, the
                // price alert…): one file rather than one each, some of 60 bytes, each a round trip
                // (decision 039). Not their schemas (zod), the admin's parts or the review form.
                {
                  name: 'shared',
                  test: /app[\\/]modules[\\/](catalog|reviews|points|media|price-alerts|community)[\\/](?!.*admin)(?![\w-]+\.schema\.ts)(?!components[\\/](quick-review-dialog|review-text-fields))/,
                  minShareCount: 2,
                  priority: 9,
                },
              ],
            },
          },
        },
      },
    },
    ssr: {
      // The server bundle's entry is our Express app; it imports the React Router build.
      build: { rolldownOptions: { input: './server/app.ts' }, sourcemap: true },
    },
  },
});
