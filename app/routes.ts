import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/public/home.tsx'),
  route('cookie-consent', 'routes/public/cookie-consent.ts'),
  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
