import {
  copyToUserFor,
  type FormType,
  IDEMPOTENCY_KEY_HEADER,
  type SendEmailResponse,
  sanitizeFormData,
} from "@nivelia/domain/forms";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { api } from "../../lib/api-client";

export interface FormEmailSubmission {
  /** The e-mail's formData as the domain's payload builder returns it; strings are escaped before sending. */
  formData: Record<string, unknown>;
  /** Where the visitor's copy goes; '' when they left no address. */
  userEmail: string;
}

/** A random key for one submission; the fallback covers browsers without randomUUID outside secure contexts. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Sends one form through `POST /v1/send-email`. Every submission carries an Idempotency-Key: a double click or a
 * retry of the same data reuses the key of the attempt that has not succeeded yet, so the server sends once.
 */
function useSendFormEmail(formType: FormType) {
  const pending = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMutation({
    mutationFn: ({ formData, userEmail }: FormEmailSubmission) => {
      const body = {
        formType,
        formData: sanitizeFormData(formData),
        userEmail,
        copyToUser: copyToUserFor(formType),
      };
      const fingerprint = JSON.stringify(body);
      if (pending.current?.fingerprint !== fingerprint) {
        pending.current = { fingerprint, key: newIdempotencyKey() };
      }
      return api.post<SendEmailResponse>("/send-email", body, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: pending.current.key },
      });
    },
    onSuccess: () => {
      // The next submission, even with the same data, is a new one.
      pending.current = null;
    },
  });
}

export { useSendFormEmail };
