import { PLAN_DETAILS, PLAN_DIALOG_CLOSE_LABEL, type PlanDetailType } from "@nivelia/domain/content";
import { DialogCloseButton, DialogDescription, DialogFrame, DialogTitle } from "@nivelia/ui";
import { CalendarIcon, GiftIcon } from "lucide-react";

interface PlanDialogProps {
  type: PlanDetailType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The plan dialog (section 2.4): price, availability and early offer of Enterprise or One Shot; 'Entendido' closes it. */
function PlanDialog({ type, open, onOpenChange }: PlanDialogProps) {
  const detail = PLAN_DETAILS[type];
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      closeLabel="Cerrar"
      className="sm:max-w-md"
      header={
        <>
          <DialogTitle>{detail.title}</DialogTitle>
          <DialogDescription>{detail.subtitle}</DialogDescription>
        </>
      }
      footer={<DialogCloseButton>{PLAN_DIALOG_CLOSE_LABEL}</DialogCloseButton>}
    >
      <p className="font-bold text-4xl text-primary">{detail.priceLabel}</p>
      <ul className="flex flex-col gap-3 text-sm">
        {[
          { icon: CalendarIcon, text: detail.availability },
          { icon: GiftIcon, text: detail.earlyOffer },
        ].map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {text}
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}

export { PlanDialog };
