import type { PaymentMethodName } from "@/sites/config-schema";

// The footer's payments-accepted strip: a small card-shaped mark per method the dealer takes, drawn
// here (a rounded rectangle in the scheme's colour with its name), not the schemes' own artwork, so
// nothing is fetched and no trademark is copied. Each mark is an image named by the method.

type Mark = { label: string; fill: string; text: string; stroke?: string; italic?: boolean };

export const paymentMarks: Record<PaymentMethodName, Mark> = {
  mastercard: { label: "Mastercard", fill: "#eb001b", text: "#ffffff" },
  visa: { label: "Visa", fill: "#1a1f71", text: "#ffffff", italic: true },
  maestro: { label: "Maestro", fill: "#0099df", text: "#ffffff" },
  "google-pay": { label: "Google Pay", fill: "#ffffff", text: "#3c4043", stroke: "#dadce0" },
  "apple-pay": { label: "Apple Pay", fill: "#000000", text: "#ffffff" },
};

export function PaymentMark({ method }: { method: PaymentMethodName }) {
  const mark = paymentMarks[method];
  return (
    <svg
      role="img"
      aria-label={mark.label}
      viewBox="0 0 64 40"
      width="64"
      height="40"
      className="h-8 w-auto"
      data-method={method}
    >
      <rect
        x="1"
        y="1"
        width="62"
        height="38"
        rx="6"
        fill={mark.fill}
        stroke={mark.stroke ?? mark.fill}
        strokeWidth="2"
      />
      <text
        x="32"
        y="24"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize={mark.label.length > 6 ? 10 : 14}
        fontWeight="700"
        fontStyle={mark.italic ? "italic" : "normal"}
        fill={mark.text}
      >
        {mark.label}
      </text>
    </svg>
  );
}

export function PaymentsAccepted({ methods }: { methods: readonly PaymentMethodName[] }) {
  return (
    <ul aria-label="Payments accepted" className="flex flex-wrap gap-2" data-testid="payments-accepted">
      {methods.map((method) => (
        <li key={method}>
          <PaymentMark method={method} />
        </li>
      ))}
    </ul>
  );
}
