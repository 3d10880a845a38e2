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
    ssr: {
      // The server bundle's entry is our Express app; it imports the React Router build.
      build: { rolldownOptions: { input: './server/app.ts' }, sourcemap: true },
    },
  },
});
