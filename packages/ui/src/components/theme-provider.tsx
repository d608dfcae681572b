import * as React from "react";

export type Theme = "light" | "dark" | "system";
export const THEME_STORAGE_KEY = "theme";
export const DEFAULT_THEME: Theme = "light";

interface ThemeState {
  theme: Theme;
  resolvedTheme: "light" | "dark";
  setTheme: (theme: Theme) => void;
}

const isTheme = (value: unknown): value is Theme =>
  value === "light" || value === "dark" || value === "system";

function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-color-scheme: dark)").matches;
}

function applyTheme(resolved: "light" | "dark") {
  const root = document.documentElement;
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
}

/**
 * Inline script for the document head: applies the stored theme before the first paint, so there is no flash.
 * Keep it free of anything the CSP would need to allow besides its own hash.
 */
const THEME_BOOT_SCRIPT = `(function(){try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t!=="light"&&t!=="dark"&&t!=="system")t="${DEFAULT_THEME}";var d=t==="dark"||(t==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;if(d)r.classList.add("dark");r.style.colorScheme=d?"dark":"light"}catch(e){}})();`;

// The theme lives in a small external store rather than in React state behind a context: a context value that
// changes right after hydration would force every not-yet-hydrated Suspense boundary below it to re-render on the
// client, throwing away its server HTML.
const themeListeners = new Set<() => void>();
let currentTheme: Theme | null = null;

function getThemeSnapshot(): Theme {
  currentTheme ??= readStoredTheme();
  return currentTheme;
}

function getServerThemeSnapshot(): Theme {
  return DEFAULT_THEME;
}

function subscribeToTheme(listener: () => void) {
  themeListeners.add(listener);
  return () => {
    themeListeners.delete(listener);
  };
}

function setTheme(next: Theme) {
  currentTheme = next;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
  for (const listener of themeListeners) listener();
}

function subscribeToColorScheme(listener: () => void) {
  const query = window.matchMedia("(prefers-color-scheme: dark)");
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

/** Light, dark or system theme, stored under the local-storage key `theme`; light by default. */
function useTheme(): ThemeState {
  // Server and hydration render the default; the stored value follows right after, without a context change.
  const theme = React.useSyncExternalStore(subscribeToTheme, getThemeSnapshot, getServerThemeSnapshot);
  const prefersDark = React.useSyncExternalStore(subscribeToColorScheme, systemPrefersDark, () => false);
  const resolvedTheme = theme === "system" ? (prefersDark ? "dark" : "light") : theme;
  return { theme, resolvedTheme, setTheme };
}

/** Keeps the document's `dark` class and colour scheme in step with the chosen theme. */
function ThemeProvider({ children }: { children: React.ReactNode }) {
  const { resolvedTheme } = useTheme();
  React.useEffect(() => {
    applyTheme(resolvedTheme);
  }, [resolvedTheme]);
  return children;
}

export { THEME_BOOT_SCRIPT, ThemeProvider, useTheme };
