export * from "./cookies";
export * from "./navigation";
export * from "./pages";
