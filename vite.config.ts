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
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                  priority: 20,
                },
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 15 },
                { name: 'ui', test: /app[\\/](ui|lib)[\\/]/, minShareCount: 2, priority: 10 },
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
