import { counterWidget } from '../menu_lists/counter';

export default counterWidget('menu_compare', 'Comparers');
