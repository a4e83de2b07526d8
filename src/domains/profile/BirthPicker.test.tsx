// Document 1 section 5: the birth picker ranges over 1920 to 2020 and starts at 1980. The
// years are written out, so a change of the constants the picker reads fails here.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/profile.json';
import zh from '../../../locales/zh-CN/profile.json';
import { setUpComponentTests } from '@/kit/testSetup';
import BirthPicker from './BirthPicker';

setUpComponentTests('profile', zh, en);

/** The texts of a wheel of the open picker: 0 the years, 1 the months, 2 the days. */
const wheel = (n: number) =>
  [...document.querySelectorAll('.rv-picker-column')[n]!.querySelectorAll('li')].map(
    (li) => li.textContent,
  );

describe('the birth picker', () => {
  it('offers the years 1920 to 2020, every one, in order', () => {
    render(<BirthPicker open birth="" onClose={vi.fn()} onChoose={vi.fn()} />);
    const years = wheel(0);
    expect(years[0]).toBe('1920');
    expect(years.at(-1)).toBe('2020');
    expect(years).toHaveLength(101);
  });

  it('with no birth yet, stands at 1980-01-01', () => {
    const onChoose = vi.fn();
    render(<BirthPicker open birth="" onClose={vi.fn()} onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(onChoose).toHaveBeenCalledWith('1980-01-01');
  });

  it('reaches the last day of 2020', () => {
    const onChoose = vi.fn();
    render(<BirthPicker open birth="2020-12-31" onClose={vi.fn()} onChoose={onChoose} />);
    expect(wheel(1).at(-1)).toBe('12');
    expect(wheel(2).at(-1)).toBe('31');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(onChoose).toHaveBeenCalledWith('2020-12-31');
  });
});
