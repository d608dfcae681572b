import type { Options } from "tsup";
export declare const libraryBuild: Options;
