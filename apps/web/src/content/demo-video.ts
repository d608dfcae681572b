import { demoVideoFromUrl } from "@nivelia/domain/content";

/**
 * The demo video of the hero, from the build's configuration (`VITE_DEMO_VIDEO_URL`, a YouTube link; read here
 * only). Null without a valid one: 'Ver demo (2 min)' then leads to the interactive candidate-search demo.
 */
export const DEMO_VIDEO = demoVideoFromUrl(import.meta.env.VITE_DEMO_VIDEO_URL as string | undefined);
