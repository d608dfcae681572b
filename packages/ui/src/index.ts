export { Button, type ButtonProps, buttonVariants } from "./components/button";
export { Spinner, type SpinnerProps } from "./components/spinner";
export { cn } from "./lib/cn";
