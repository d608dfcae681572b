import { type TechnologySummary, technologyIconPath } from "@nivelia/domain/technology-index";

interface TechnologyIconProps {
  technology: Pick<TechnologySummary, "key">;
  /** Width and height in pixels. */
  size: number;
  /** For long lists, where most icons start off screen. */
  lazy?: boolean;
  className: string;
}

/** A catalogue entry's icon; its alt text is empty on purpose, because the entry's name is always shown beside it. */
function TechnologyIcon({ technology, size, lazy = false, className }: TechnologyIconProps) {
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
