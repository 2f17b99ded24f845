import type { TemplateInfo } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    template: TemplateInfo;
  }
}
