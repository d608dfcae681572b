import { useEffect, useState } from "react";

/**
 * The anchor whose section crosses the middle of the viewport: the last one, in page order, whose top is above
 * that line. Sections are read on every check because lazily hydrated ones can change height.
 */
export function useActiveAnchor(anchors: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const middle = window.innerHeight / 2;
      let current: string | undefined;
      for (const anchor of anchors) {
        const element = document.getElementById(anchor);
        if (element && element.getBoundingClientRect().top <= middle) current = anchor;
      }
      setActive(current ?? anchors[0]);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      window.cancelAnimationFrame(frame);
    };
  }, [anchors]);

  return active;
}
