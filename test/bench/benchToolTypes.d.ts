// The parts of Lighthouse's and chrome-launcher's APIs the benchmark uses. The packages are
// installed for the bench only (test/bench/tools), outside the type check's reach. (Not named
// lighthouse.d.ts: a declaration beside a source file of the same name is taken for its output
// and left out of the check.)
declare module 'lighthouse' {
  interface AuditResult {
    id: string;
    title: string;
    description: string;
    score: number | null;
    scoreDisplayMode: 'numeric' | 'binary' | 'manual' | 'informative' | 'notApplicable' | 'error' | 'metricSavings';
    numericValue?: number;
    displayValue?: string;
    explanation?: string;
    errorMessage?: string;
    metricSavings?: Record<string, number | undefined>;
    details?: AuditDetails;
  }
  interface AuditDetails {
    type: string;
    items?: Record<string, unknown>[];
    [key: string]: unknown;
  }
  interface Category {
    score: number | null;
    auditRefs: { id: string; weight: number; group?: string }[];
  }
  interface Result {
    mainDocumentUrl?: string;
    finalDisplayedUrl: string;
    audits: Record<string, AuditResult>;
    categories: Record<string, Category | undefined>;
    environment: { benchmarkIndex: number };
    configSettings: { throttling: { cpuSlowdownMultiplier: number } };
    runWarnings: string[];
    runtimeError?: { code: string; message: string };
  }
  interface Flags {
    port?: number;
    output?: 'json' | 'html' | 'csv';
    logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'verbose';
    onlyCategories?: string[];
    throttling?: { cpuSlowdownMultiplier?: number; requestLatencyMs?: number; downloadThroughputKbps?: number; uploadThroughputKbps?: number };
    throttlingMethod?: 'simulate' | 'devtools' | 'provided';
    maxWaitForFcp?: number;
    maxWaitForLoad?: number;
  }
  interface RunnerResult {
    lhr: Result;
    artifacts: unknown;
  }
  export type { Flags, Result };
  export default function lighthouse(url: string, flags?: Flags): Promise<RunnerResult | undefined>;
}

declare module 'chrome-launcher' {
  interface LaunchedChrome {
    port: number;
    kill(): void;
  }
  export function launch(options: { chromePath?: string; chromeFlags?: string[]; userDataDir?: string; logLevel?: 'verbose' | 'info' | 'error' | 'warn' | 'silent' }): Promise<LaunchedChrome>;
}
