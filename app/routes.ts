import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

export default [
  index('routes/public/home.tsx'),
  route('auth', 'routes/public/auth.tsx'),
  route('auth/reset-password', 'routes/public/auth.reset-password.tsx'),
  route('auth/social', 'routes/public/auth.social.ts'),
  route('auth/sign-out', 'routes/public/auth.sign-out.ts'),
  route('cookie-consent', 'routes/public/cookie-consent.ts'),
  route('catalog', 'routes/public/catalog.tsx'),
  route('product/:slug', 'routes/public/product.tsx'),
  route('go/:offerId', 'routes/public/go.ts'),
  route('categories', 'routes/public/categories.tsx'),
  route('top-reviewed', 'routes/public/top-reviewed.tsx'),
  route('sitemap.xml', 'routes/public/sitemap.ts'),
  route('sitemaps/:part', 'routes/public/sitemap-part.ts'),
  route('robots.txt', 'routes/public/robots.ts'),
  route('come-funzionano-le-recensioni', 'routes/public/reviews-policy.tsx'),
  route('rewards', 'routes/public/rewards.tsx'),
  route('leaderboard', 'routes/public/leaderboard.tsx'),

  layout('routes/account/layout.tsx', [
    route('dashboard', 'routes/account/dashboard.tsx'),
    route('profile', 'routes/account/profile.tsx'),
    route('settings', 'routes/account/settings.tsx'),
    route('settings/export', 'routes/account/settings-export.ts'),
    route('write-review', 'routes/account/write-review.tsx'),
  ]),

  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/section.tsx', { id: 'admin-home' }),
    route('reviews', 'routes/admin/reviews.tsx'),
    route('reviews/export', 'routes/admin/reviews-export.ts'),
    route('rewards', 'routes/admin/rewards.tsx'),
    route('rewards/export', 'routes/admin/rewards-export.ts'),
    route(':section', 'routes/admin/section.tsx'),
  ]),

  route('api/auth/*', 'routes/api/auth.ts'),
  route('api/products', 'routes/api/products.ts'),
  route('api/products/:id', 'routes/api/product.ts'),
  route('api/reviews', 'routes/api/reviews.ts'),
  route('api/activities', 'routes/api/activities.ts'),
  route('api/dashboard/stats', 'routes/api/dashboard-stats.ts'),
  route('api/upload/image', 'routes/api/upload-image.ts'),
  route('api/rewards/redeem', 'routes/api/rewards-redeem.ts'),
  route('api/user/profile', 'routes/api/user-profile.ts'),
  route('api/badges/user', 'routes/api/badges-user.ts'),
  ...prefix('api/admin', [
    layout('routes/api/admin-guard.tsx', [
      route('moderate-review', 'routes/api/admin/moderate-review.ts'),
      route('reviews/pending', 'routes/api/admin/reviews-pending.ts'),
      route('rewards/pending', 'routes/api/admin/rewards-pending.ts'),
      route('rewards/approve', 'routes/api/admin/rewards-moderate.ts', { id: 'api-rewards-approve' }),
      route('rewards/reject', 'routes/api/admin/rewards-moderate.ts', { id: 'api-rewards-reject' }),
      route('*', 'routes/api/admin-not-found.ts'),
    ]),
  ]),

  route('dev/mailbox', 'routes/dev/mailbox.tsx'),
  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
