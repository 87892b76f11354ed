import { render } from 'preact';

render(<p>options</p>, document.getElementById('app')!);
