export { Badge, badgeVariants } from "./components/badge";
export { Button, type ButtonProps } from "./components/button";
export { Checkbox } from "./components/checkbox";
export * from "./components/dialog";
export {
  DisclosureMenu,
  DisclosureMenuContent,
  DisclosureMenuItem,
  DisclosureMenuTrigger,
} from "./components/disclosure-menu";
export * from "./components/field";
export { Input } from "./components/input";
export { Label } from "./components/label";
export { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./components/select";
export { Spinner, type SpinnerProps } from "./components/spinner";
export { Switch } from "./components/switch";
export { Tabs, TabsContent, TabsList, TabsTrigger } from "./components/tabs";
export { Textarea } from "./components/textarea";
export {
  DEFAULT_THEME,
  THEME_BOOT_SCRIPT,
  THEME_STORAGE_KEY,
  type Theme,
  ThemeProvider,
  useTheme,
} from "./components/theme-provider";
export { Toaster, type ToasterProps, toast } from "./components/toaster";
export { buttonVariants } from "./lib/button-variants";
export { cn } from "./lib/cn";
