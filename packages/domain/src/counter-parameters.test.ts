import { describe, expect, it } from 'vitest';
import { CounterDate, CounterList, CounterReportQuery, CounterYop, counterMonthOf, singleCounterValues } from './counter-parameters.js';

describe('COUNTER report parameters', () => {
  it('reads dates as months and refuses what is no real month or day', () => {
    expect(CounterDate.parse('2025-03')).toBe('2025-03');
    expect(CounterDate.parse(' 2025-03-31 ')).toBe('2025-03');
    for (const bad of ['2025-13', '2025-02-30', '2025/03', '25-03', 'March']) expect(CounterDate.safeParse(bad).success, bad).toBe(false);
    expect(counterMonthOf('2024-02-29')).toBe('2024-02');
    expect(counterMonthOf('2023-02-29')).toBeNull();
  });

  it('reads lists: "all" and empty are no filter, values are trimmed and distinct', () => {
    expect(CounterList.parse('All')).toBeNull();
    expect(CounterList.parse('')).toBeNull();
    expect(CounterList.parse('Total_Item_Requests| Unique_Item_Requests |Total_Item_Requests')).toEqual(['Total_Item_Requests', 'Unique_Item_Requests']);
  });

  it('keeps the readable years of yop beside the unreadable ones', () => {
    expect(CounterYop.parse('2019|2021-2023|2023-2021|x')).toEqual({ ranges: [[2019, 2019], [2021, 2023]], shown: ['2019', '2021-2023'], invalid: ['2023-2021', 'x'] });
  });

  it('knows every parameter of the COUNTER API and counts a repeated one as absent', () => {
    expect(Object.keys(CounterReportQuery.shape)).toEqual(expect.arrayContaining(['begin_date', 'end_date', 'metric_type', 'include_parent_details', 'attributes_to_show']));
    expect(singleCounterValues({ a: 'x', b: ['y', 'z'], c: 1 })).toEqual({ a: 'x' });
    expect(CounterReportQuery.shape.granularity.safeParse('Week').success).toBe(false);
    expect(CounterReportQuery.shape.include_parent_details.parse('True')).toBe(true);
  });
});
