import type { ReactNode } from 'react';
import './choiceRow.css';

/**
 * A title inside a ChoiceRow's words that opens its text (an agreement, a notice). It only
 * opens: the box is ticked by the patient, never by a tap on a title.
 */
export function ChoiceLink({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="app-choice__link"
      onClick={(e) => {
        e.preventDefault();
        onOpen();
      }}
    >
      {children}
    </button>
  );
}
