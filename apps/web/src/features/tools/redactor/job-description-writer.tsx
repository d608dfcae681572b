import {
  composeJobDescription,
  type JobDescription,
  JobDescriptionFormSchema,
  type JobLevel,
  type WorkModality,
} from "@nivelia/domain/tools";
import { TextField } from "@nivelia/ui";
import { WandSparklesIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  JOB_DESCRIPTION_TEMPLATES,
  LEVEL_OPTIONS,
  MODALITY_OPTIONS,
  ROLE_SUGGESTIONS,
  REDACTOR_TEXTS as TEXTS,
} from "../../../content/tools/redactor-templates";
import { ToolForm } from "../tool-form";
import { ToolSubmit } from "../tool-submit";
import { ChoiceGroup } from "./choice-group";
import { JobDescriptionOutput } from "./job-description-output";
import { StackPicker } from "./stack-picker";

type FieldErrors = Partial<Record<"role" | "stack" | "company" | "location", string>>;

/** The writer: a form on the left, the generated description below, all in the browser. */
function JobDescriptionWriter() {
  const id = useId();
  const [role, setRole] = useState("");
  const [level, setLevel] = useState<JobLevel>("mid");
  const [modality, setModality] = useState<WorkModality>("hibrido");
  const [stack, setStack] = useState<readonly string[]>([]);
  const [company, setCompany] = useState("");
  const [location, setLocation] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [description, setDescription] = useState<JobDescription | null>(null);
  const outputHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (description) outputHeading.current?.focus();
  }, [description]);

  const clearError = (field: keyof FieldErrors) =>
    setErrors((current) => {
      const { [field]: _, ...rest } = current;
      return rest;
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = JobDescriptionFormSchema.safeParse({ role, level, modality, stack, company, location });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (
          (field === "role" || field === "stack" || field === "company" || field === "location") &&
          !found[field]
        ) {
          found[field] = issue.message;
        }
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setDescription(composeJobDescription(parsed.data, JOB_DESCRIPTION_TEMPLATES));
  };

  return (
    <div className="flex flex-col gap-8">
      <ToolForm aria-label="Datos de la oferta" onSubmit={submit} className="gap-5 p-6 text-card-foreground">
        <TextField
          id={`${id}-role`}
          label={TEXTS.roleLabel}
          placeholder={TEXTS.rolePlaceholder}
          list={`${id}-roles`}
          maxLength={100}
          value={role}
          error={errors.role}
          onChange={(event) => {
            setRole(event.target.value);
            clearError("role");
          }}
        />
        <datalist id={`${id}-roles`}>
          {ROLE_SUGGESTIONS.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
        <div className="grid gap-5 md:grid-cols-2">
          <ChoiceGroup
            legend={TEXTS.levelLabel}
            name="nivel"
            options={LEVEL_OPTIONS}
            value={level}
            onChange={setLevel}
          />
          <ChoiceGroup
            legend={TEXTS.modalityLabel}
            name="modalidad"
            options={MODALITY_OPTIONS}
            value={modality}
            onChange={setModality}
          />
        </div>
        <StackPicker
          value={stack}
          error={errors.stack}
          onChange={(next) => {
            setStack(next);
            clearError("stack");
          }}
        />
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            id={`${id}-company`}
            label={TEXTS.companyLabel}
            autoComplete="organization"
            maxLength={200}
            value={company}
            error={errors.company}
            onChange={(event) => {
              setCompany(event.target.value);
              clearError("company");
            }}
          />
          <TextField
            id={`${id}-location`}
            label={TEXTS.locationLabel}
            maxLength={100}
            value={location}
            error={errors.location}
            onChange={(event) => {
              setLocation(event.target.value);
              clearError("location");
            }}
          />
        </div>
        <ToolSubmit icon={WandSparklesIcon}>{TEXTS.generateLabel}</ToolSubmit>
      </ToolForm>
      {description ? <JobDescriptionOutput description={description} headingRef={outputHeading} /> : null}
    </div>
  );
}

export { JobDescriptionWriter };
