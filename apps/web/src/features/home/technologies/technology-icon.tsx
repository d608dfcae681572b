import { type TechnologySummary, technologyIconPath } from "@nivelia/domain/technology-index";

/**
 * A technology's logo (a build-time SVG). Always beside the technology's name, so its alt text is empty on purpose;
 * below the fold it loads lazily.
 */
function TechnologyIcon({
  technology,
  size,
  lazy = false,
  className,
}: {
  technology: Pick<TechnologySummary, "key">;
  size: number;
  lazy?: boolean;
  className: string;
}) {
  return (
    <img
      src={technologyIconPath(technology)}
      alt=""
      width={size}
      height={size}
      loading={lazy ? "lazy" : undefined}
      decoding={lazy ? "async" : undefined}
      className={className}
    />
  );
}

export { TechnologyIcon };
