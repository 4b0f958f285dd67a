export interface FlakyTest {
  runner: string;
  test: string;
  file: string;
  attempts: number;
}
export declare const REPO_ROOT: string;
export declare function writeFlakyTests(runner: string, tests: Omit<FlakyTest, 'runner'>[]): void;
export declare function readFlakyTests(): FlakyTest[];
export declare function clearFlakyTests(): void;
export declare class FlakyTestReporter {
  constructor(runner: string);
}
