import { type Theme, useTheme } from "@nivelia/ui";

const THEME_LABELS: Record<Theme, string> = { light: "Claro", dark: "Oscuro", system: "Sistema" };

/** A native select: keyboard and screen-reader friendly with no extra code. */
function ThemeSelect() {
  const { theme, setTheme } = useTheme();
  return (
    <label className="flex items-center gap-2 text-muted-foreground text-sm">
      Tema
      <select
        name="theme"
        value={theme}
        onChange={(event) => setTheme(event.target.value as Theme)}
        className="rounded-md border border-input bg-background px-2 py-1 text-foreground"
      >
        {(Object.keys(THEME_LABELS) as Theme[]).map((value) => (
          <option key={value} value={value}>
            {THEME_LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}

export { ThemeSelect };
