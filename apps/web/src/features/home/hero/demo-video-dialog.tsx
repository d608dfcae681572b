import { BRAND } from "@nivelia/domain/brand";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@nivelia/ui";

interface DemoVideoDialogProps {
  /** The configured video's privacy-enhanced embed (content/demo-video). */
  embedUrl: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

// The theme has no exit keyframes; a distinct name lets Radix wait for the 300 ms fade before removing the content.
const FADE_OUT_KEYFRAMES = "@keyframes demo-video-fade-out{from{opacity:1}to{opacity:0}}";

/**
 * Focus goes to the close button, not to the embed (the first focusable element): keys pressed inside the video's
 * frame never reach this page, so Escape would not close the dialog.
 */
function focusCloseButton(event: Event) {
  event.preventDefault();
  if (event.currentTarget instanceof HTMLElement)
    event.currentTarget.querySelector<HTMLElement>('[data-slot="dialog-close"]')?.focus();
}

/** The demo video in a modal: autoplaying embed, closes on the backdrop or the button with a 300 ms fade. */
function DemoVideoDialog({ embedUrl, open, onOpenChange, onCloseAutoFocus }: DemoVideoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <style href="demo-video-fade-out" precedence="default">
        {FADE_OUT_KEYFRAMES}
      </style>
      <DialogContent
        closeLabel="Cerrar el vídeo"
        onOpenAutoFocus={focusCloseButton}
        onCloseAutoFocus={onCloseAutoFocus}
        data-testid="demo-video-dialog"
        motion="data-[state=closed]:animate-[demo-video-fade-out_300ms_ease-in_both] data-[state=open]:animate-[fade-in_300ms_ease-out_both]"
        className="sm:max-w-4xl"
      >
        <DialogHeader>
          <DialogTitle>Demo de {BRAND.productName} en 2 minutos</DialogTitle>
          <DialogDescription>
            Así evalúa {BRAND.productName} a tus candidatos con pruebas adaptadas a tu stack.
          </DialogDescription>
        </DialogHeader>
        <iframe
          src={embedUrl}
          title={`Vídeo de demostración de ${BRAND.productName}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="aspect-video w-full rounded-md border-0 bg-black"
        />
      </DialogContent>
    </Dialog>
  );
}

export { DemoVideoDialog };
