import type { Metric } from './counter-processing.js';

export type ReportId = 'pr' | 'pr_p1' | 'dr' | 'tr' | 'ir';

export interface ReportDefinition {
  id: ReportId;
  reportId: string;
  name: string;
  description: string;
  /**
   * The metrics the report may show for this platform's items, in the order rows and Performance list them. Never
   * Unique_Title_*: COUNTER allows them only for Book and Reference_Work, and every item here is a Standard.
   */
  metrics: Metric[];
  /** The Metric_Type filter values COUNTER defines for the report (a valid value may still select no usage here). */
  filterMetrics: string[];
  /** Attributes_To_Show this platform can present for the report. */
  attributes: string[];
  /** Attributes_To_Show COUNTER defines for the report that this platform has no values for (answered with 3062). */
  unsupportedAttributes: string[];
  /** Data_Type values COUNTER allows in the report's filter. */
  dataTypes: string[];
  /** Whether the report takes the filters and attributes at all (standard views do not). */
  customizable: boolean;
}

const EXTENSIONS = ['Institution_Name', 'Customer_ID', 'Country_Name', 'Country_Code', 'Subdivision_Name', 'Subdivision_Code', 'Attributed'];

export const REPORTS: Record<ReportId, ReportDefinition> = {
  pr: {
    id: 'pr',
    reportId: 'PR',
    name: 'Platform Report',
    description: 'Usage of the platform: searches, investigations and requests by Data_Type and Access_Method.',
    metrics: ['Searches_Platform', 'Total_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Investigations', 'Unique_Item_Requests'],
    filterMetrics: ['Searches_Platform', 'Total_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Investigations', 'Unique_Item_Requests', 'Unique_Title_Investigations', 'Unique_Title_Requests'],
    attributes: ['Access_Method'],
    unsupportedAttributes: EXTENSIONS,
    dataTypes: ['Platform', 'Standard', 'Article', 'Audiovisual', 'Book', 'Book_Segment', 'Conference', 'Conference_Item', 'Database_Full_Item', 'Dataset', 'Image', 'Interactive_Resource', 'Journal', 'Multimedia', 'News_Item', 'Newspaper_or_Newsletter', 'Other', 'Patent', 'Reference_Item', 'Reference_Work', 'Report', 'Software', 'Sound', 'Thesis_or_Dissertation', 'Unspecified'],
    customizable: true,
  },
  pr_p1: {
    id: 'pr_p1',
    reportId: 'PR_P1',
    name: 'Platform Usage',
    description: 'Standard View of the Platform Report: platform-level searches and requests.',
    metrics: ['Searches_Platform', 'Total_Item_Requests', 'Unique_Item_Requests'],
    // The Standard View's pre-set Metric_Type filter, as COUNTER_API.json fixes it (Unique_Title_Requests has no usage here).
    filterMetrics: ['Searches_Platform', 'Total_Item_Requests', 'Unique_Item_Requests', 'Unique_Title_Requests'],
    attributes: [],
    unsupportedAttributes: [],
    dataTypes: [],
    customizable: false,
  },
  dr: {
    id: 'dr',
    reportId: 'DR',
    name: 'Database Report',
    description: "Usage of each database (a publisher's collection on the platform): searches, refusals, investigations and requests.",
    metrics: ['Limit_Exceeded', 'No_License', 'Searches_Regular', 'Total_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Investigations', 'Unique_Item_Requests'],
    filterMetrics: ['Searches_Automated', 'Searches_Federated', 'Limit_Exceeded', 'No_License', 'Searches_Regular', 'Total_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Investigations', 'Unique_Item_Requests', 'Unique_Title_Investigations', 'Unique_Title_Requests'],
    attributes: ['Access_Method'],
    unsupportedAttributes: EXTENSIONS,
    dataTypes: ['Database_Full', 'Standard', 'Audiovisual', 'Book', 'Conference', 'Database_Aggregated', 'Database_AI', 'Database_Full_Item', 'Image', 'Interactive_Resource', 'Journal', 'Multimedia', 'Newspaper_or_Newsletter', 'Other', 'Patent', 'Reference_Work', 'Report', 'Sound', 'Thesis_or_Dissertation', 'Unspecified'],
    customizable: true,
  },
  tr: {
    id: 'tr',
    reportId: 'TR',
    name: 'Title Report',
    description: 'Usage of each title (a standard: the document with the editions its record holds): refusals, investigations and requests.',
    metrics: ['Limit_Exceeded', 'No_License', 'Total_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Investigations', 'Unique_Item_Requests'],
    filterMetrics: ['Limit_Exceeded', 'No_License', 'Total_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Investigations', 'Unique_Item_Requests', 'Unique_Title_Investigations', 'Unique_Title_Requests'],
    attributes: ['YOP', 'Access_Type', 'Access_Method'],
    unsupportedAttributes: [...EXTENSIONS, 'Book_Segment_Count'],
    dataTypes: ['Standard', 'Book', 'Conference', 'Journal', 'Newspaper_or_Newsletter', 'Other', 'Patent', 'Reference_Work', 'Report', 'Thesis_or_Dissertation', 'Unspecified'],
    customizable: true,
  },
  ir: {
    id: 'ir',
    reportId: 'IR',
    name: 'Item Report',
    description: 'Usage of each item (an edition of a standard): refusals, investigations and requests.',
    metrics: ['Limit_Exceeded', 'No_License', 'Total_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Investigations', 'Unique_Item_Requests'],
    filterMetrics: ['Limit_Exceeded', 'No_License', 'Total_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Investigations', 'Unique_Item_Requests'],
    attributes: ['Authors', 'Publication_Date', 'YOP', 'Access_Type', 'Access_Method'],
    unsupportedAttributes: [...EXTENSIONS, 'Article_Version'],
    dataTypes: ['Standard', 'Article', 'Audiovisual', 'Book_Segment', 'Conference_Item', 'Database_Full_Item', 'Dataset', 'Image', 'Interactive_Resource', 'Multimedia', 'News_Item', 'Other', 'Patent', 'Reference_Item', 'Report', 'Software', 'Sound', 'Thesis_or_Dissertation', 'Unspecified'],
    customizable: true,
  },
};

export const REPORT_IDS = Object.keys(REPORTS) as ReportId[];

/** COUNTER exceptions this platform answers (Appendix D messages, exactly). */
export const EXCEPTIONS = {
  1000: 'Service Not Available',
  1030: 'Insufficient Information to Process Request',
  2010: 'Requestor is Not Authorized to Access Usage for Institution',
  2020: 'APIKey Invalid',
  3000: 'Report Not Supported',
  3020: 'Invalid Date Arguments',
  3030: 'No Usage Available for Requested Dates',
  3031: 'Usage Not Ready for Requested Dates',
  3040: 'Partial Data Returned',
  3050: 'Parameter Not Recognized in this Context',
  3060: 'Invalid ReportFilter Value',
  3062: 'Invalid ReportAttribute Value',
} as const;
export type ExceptionCode = keyof typeof EXCEPTIONS;

export interface CounterException {
  Code: number;
  Message: string;
  Data?: string;
}

export function counterException(code: ExceptionCode, data?: string): CounterException {
  return data ? { Code: code, Message: EXCEPTIONS[code], Data: data } : { Code: code, Message: EXCEPTIONS[code] };
}
