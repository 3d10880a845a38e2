export * from './accounts.ts';
export * from './catalog.ts';
export * from './reviews.ts';
export * from './system.ts';
export * from './notifications.ts';
export * from './points.ts';
export * from './rewards.ts';
export * from './community.ts';
