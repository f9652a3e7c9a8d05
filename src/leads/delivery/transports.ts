import { createTransport } from "nodemailer";

// The two ways a lead leaves the platform, behind small interfaces (architecture decision 7): the
// worker does not care whether the mail relay is a real one or a local test server.

export type OutgoingEmail = { to: string; from: string; replyTo: string | null; subject: string; text: string };

export type CrmRequest = { url: string; contentType: string; body: string; idempotencyKey: string };

export type LeadTransports = {
  sendEmail: (email: OutgoingEmail) => Promise<void>;
  postCrm: (request: CrmRequest) => Promise<void>;
  close: () => void;
};

export type TransportSettings = {
  smtp: { host: string; port: number };
  /** Every network wait is bounded well inside the worker's lease, so a slow peer cannot outlive it. */
  timeoutMs: number;
};

export function createLeadTransports(settings: TransportSettings): LeadTransports {
  const mailer = createTransport({
    host: settings.smtp.host,
    port: settings.smtp.port,
    secure: settings.smtp.port === 465,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  return {
    async sendEmail(email) {
      await mailer.sendMail({
        to: email.to,
        from: email.from,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        subject: email.subject,
        text: email.text,
      });
    },
    async postCrm(request) {
      const response = await fetch(request.url, {
        method: "POST",
        headers: {
          "content-type": request.contentType,
          // The same key on every attempt, so a CRM that saw an attempt whose answer was lost can
          // recognise the retry.
          "idempotency-key": request.idempotencyKey,
          "user-agent": "dealer-platform-leads/1",
        },
        body: request.body,
        // A redirect could carry the lead somewhere the dealer never configured.
        redirect: "error",
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      // Read the answer to the end so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`the CRM answered HTTP ${response.status}`);
    },
    close() {
      mailer.close();
    },
  };
}
