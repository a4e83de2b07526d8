// The app's own tabs (no animation library): the roles and states a screen reader reads,
// the roving focus and the arrow keys of the WAI-ARIA tabs pattern, and the panel they name.
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabBar, TabPanel } from './TabBar';

afterEach(cleanup);

const TABS = [
  { name: 'booked', title: 'Booked' },
  { name: 'examined', title: 'Examined' },
  { name: 'cancelled', title: 'Cancelled' },
] as const;
type Name = (typeof TABS)[number]['name'];

/** The tabs as a page holds them: the chosen one in state, its panel below. */
function Tabs({ first = 'booked', onChange }: { first?: Name; onChange?: (n: Name) => void }) {
  const [active, setActive] = useState<Name>(first);
  return (
    <>
      <TabBar
        id="orders"
        label="Orders by state"
        tabs={TABS}
        active={active}
        onChange={(name) => {
          onChange?.(name);
          setActive(name);
        }}
      />
      <TabPanel id="orders" active={active}>
        <p>{`${active} orders`}</p>
      </TabPanel>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab').filter((t) => t.ariaSelected === 'true');

describe('TabBar', () => {
  it('is a named tablist of tabs, the chosen one selected and alone in the tab order', () => {
    render(<Tabs first="examined" />);
    expect(screen.getByRole('tablist', { name: 'Orders by state' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Booked',
      'Examined',
      'Cancelled',
    ]);
    expect(selected()).toEqual([tab('Examined')]);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    // Buttons: a tap or Enter chooses, as on any control.
    expect(tab('Booked').tagName).toBe('BUTTON');
  });

  it('names the panel it controls, and the panel names its tab', () => {
    render(<Tabs />);
    const panel = screen.getByRole('tabpanel', { name: 'Booked' });
    expect(panel.textContent).toBe('booked orders');
    for (const t of screen.getAllByRole('tab'))
      expect(t.getAttribute('aria-controls')).toBe(panel.id);
    fireEvent.click(tab('Cancelled'));
    expect(screen.getByRole('tabpanel', { name: 'Cancelled' }).textContent).toBe(
      'cancelled orders',
    );
  });

  it('chooses a tab by a tap, and a tap on the chosen one changes nothing', () => {
    const onChange = vi.fn();
    render(<Tabs onChange={onChange} />);
    fireEvent.click(tab('Booked'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(tab('Examined'));
    expect(onChange).toHaveBeenCalledWith('examined');
    expect(selected()).toEqual([tab('Examined')]);
  });

  it('moves with the arrow keys, wrapping at either end, and focuses the chosen tab', () => {
    render(<Tabs />);
    tab('Booked').focus();
    fireEvent.keyDown(tab('Booked'), { key: 'ArrowRight' });
    expect(selected()).toEqual([tab('Examined')]);
    expect(document.activeElement).toBe(tab('Examined'));
    fireEvent.keyDown(tab('Examined'), { key: 'ArrowRight' });
    fireEvent.keyDown(tab('Cancelled'), { key: 'ArrowRight' });
    expect(selected()).toEqual([tab('Booked')]);
    fireEvent.keyDown(tab('Booked'), { key: 'ArrowLeft' });
    expect(selected()).toEqual([tab('Cancelled')]);
    expect(document.activeElement).toBe(tab('Cancelled'));
  });

  it('jumps to the first and the last tab with Home and End, and ignores other keys', () => {
    render(<Tabs first="examined" />);
    fireEvent.keyDown(tab('Examined'), { key: 'End' });
    expect(selected()).toEqual([tab('Cancelled')]);
    fireEvent.keyDown(tab('Cancelled'), { key: 'Home' });
    expect(selected()).toEqual([tab('Booked')]);
    fireEvent.keyDown(tab('Booked'), { key: 'ArrowDown' });
    fireEvent.keyDown(tab('Booked'), { key: 'a' });
    expect(selected()).toEqual([tab('Booked')]);
  });
});
