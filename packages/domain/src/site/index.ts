export * from "./navigation";
export * from "./side-navigation";
