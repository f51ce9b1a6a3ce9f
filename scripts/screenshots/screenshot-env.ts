/** Where the screenshots are taken: the server, its database, the owner who signs in and their site. */
export type ScreenshotEnv = { baseUrl: string; databaseUrl: string; ownerEmail: string; siteId: string };
