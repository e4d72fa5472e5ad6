// Prints where the HTML report with expected, actual and diff images is when a run fails.
import { resolve } from 'node:path';
import type { FullResult, Reporter } from '@playwright/test/reporter';

export default class ReportPath implements Reporter {
  private readonly folder: string;
  constructor(options: { outputFolder?: string } = {}) {
    this.folder = resolve(options.outputFolder ?? 'visual-report/html');
  }
  printsToStdio(): boolean {
    return false;
  }
  onEnd(result: FullResult): void {
    if (result.status === 'passed') return;
    console.log(`\nVisual diff report: ${this.folder}/index.html`);
    console.log('Open it with: pnpm exec playwright show-report visual-report/html');
  }
}
