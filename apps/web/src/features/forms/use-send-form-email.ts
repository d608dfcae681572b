import type { FormType } from "@nivelia/domain/forms";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { api } from "../../lib/api-client";
import { type FormEmailSubmission, sendEmailBody, sendFormEmail } from "./send-form-email";

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
    mutationFn: (submission: FormEmailSubmission) => {
      const body = sendEmailBody(formType, submission);
      const fingerprint = JSON.stringify(body);
      if (pending.current?.fingerprint !== fingerprint) {
        pending.current = { fingerprint, key: newIdempotencyKey() };
      }
      return sendFormEmail(api, body, pending.current.key);
    },
    onSuccess: () => {
      // The next submission, even with the same data, is a new one.
      pending.current = null;
    },
  });
}

export { useSendFormEmail };
