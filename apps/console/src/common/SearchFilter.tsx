import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/**
 * react-admin's SearchInput with a translated hint that says what is searched, also as the field's accessible name
 * (the stock input has neither: its placeholder is the raw prop and its label is hidden).
 */
export function SearchFilter({ hint, ...props }: SearchInputProps & { hint: string }) {
  const translate = useTranslate();
  const text = translate(hint);
  return <SearchInput {...props} placeholder={text} slotProps={{ htmlInput: { 'aria-label': text } }} />;
}
