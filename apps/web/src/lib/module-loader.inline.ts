// The entry the prerender builds into the inline script at the end of every page (see module-loader-boot.ts).
import { bootModuleLoader, MAX_WAIT_FOR_PAINT_MS, PAGE_MODULES_ID } from "./module-loader-boot";

bootModuleLoader(PAGE_MODULES_ID, MAX_WAIT_FOR_PAINT_MS);
