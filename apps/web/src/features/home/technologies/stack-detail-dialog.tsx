import { STACKS } from "@nivelia/domain/stacks";
import { Badge, DialogCloseButton, DialogDescription, DialogFrame, DialogTitle } from "@nivelia/ui";
import { CheckIcon } from "lucide-react";
import { DetailSection } from "../detail-section";
import { IconList } from "../icon-list";
import { sectionIcon } from "./section-icons";

interface StackDetailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stackName: string;
}

/** Everything about one stack card (section 2.4, 'Stack detail dialog'); 'Entendido' closes it. */
function StackDetailDialog({ open, onOpenChange, stackName }: StackDetailDialogProps) {
  const stack = STACKS.find((candidate) => candidate.name === stackName);
  if (!stack) return null;
  const Icon = sectionIcon(stack.icon);

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      closeLabel="Cerrar"
      className="sm:max-w-2xl"
      header={
        <div className="flex items-center gap-3">
          <Icon aria-hidden="true" className="size-8 shrink-0 text-primary" />
          <div>
            <DialogTitle>{stack.name}</DialogTitle>
            <DialogDescription>{stack.fullName}</DialogDescription>
          </div>
        </div>
      }
      footerLayout="split"
      footer={
        <>
          <p className="text-muted-foreground text-sm">
            Usas este stack? Podemos crear evaluaciones técnicas personalizadas para tu equipo.
          </p>
          <DialogCloseButton>Entendido</DialogCloseButton>
        </>
      }
    >
      <p className="text-sm leading-relaxed">{stack.description}</p>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-muted-foreground">Curva de aprendizaje</dt>
          <dd className="font-semibold">{stack.learningCurve}</dd>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-muted-foreground">Popularidad</dt>
          <dd className="font-semibold">{stack.popularity}</dd>
        </div>
      </dl>
      <DetailSection id="stack-advantages" title="Ventajas principales">
        <IconList
          items={stack.advantages}
          icon={CheckIcon}
          className="flex flex-col gap-1.5 text-sm"
          iconClassName="mt-0.5 size-4 shrink-0 text-success"
        />
      </DetailSection>
      <DetailSection id="stack-technologies" title="Tecnologías incluidas">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {stack.technologies.map((group) => (
            <div key={group.category}>
              <dt className="font-medium text-muted-foreground">{group.category}</dt>
              <dd className="mt-1 flex flex-wrap gap-1.5">
                {group.items.map((item) => (
                  <Badge key={item} variant="secondary">
                    {item}
                  </Badge>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </DetailSection>
      <DetailSection id="stack-use-cases" title="Casos de uso ideales">
        <ul className="list-disc pl-5 text-sm">
          {stack.useCases.map((useCase) => (
            <li key={useCase}>{useCase}</li>
          ))}
        </ul>
      </DetailSection>
      {stack.companiesUsing.length > 0 ? (
        <DetailSection id="stack-companies" title="Empresas que lo usan">
          <ul className="flex flex-wrap gap-1.5">
            {stack.companiesUsing.map((company) => (
              <li key={company}>
                <Badge variant="outline">{company}</Badge>
              </li>
            ))}
          </ul>
        </DetailSection>
      ) : null}
    </DialogFrame>
  );
}

export { StackDetailDialog };
