import { useState, type ReactNode } from 'react';
import { Button } from 'react-vant';

/**
 * A form's main button: shows its spinner and refuses a second tap while `onSubmit`'s
 * promise runs, so a slow network never sends a form twice.
 */
export function SubmitButton({
  onSubmit,
  disabled = false,
  children,
}: {
  onSubmit: () => Promise<void>;
  disabled?: boolean;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="app-form-actions">
      <Button
        block
        round
        type="primary"
        loading={busy}
        disabled={busy || disabled}
        onClick={() => void run()}
      >
        {children}
      </Button>
    </div>
  );
}
