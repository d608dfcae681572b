export * from "./navigation";
export * from "./pages";
export * from "./side-navigation";
